import {
  GetMonthlyReportBody,
  MonthlyReportReserveBody,
  MonthlyReportReserveResponse,
  MonthlyReportStatus,
} from '@airsight/contracts/http/monthly-report';
import type { AppInstance } from '../../app.ts';
import { principalOf } from '../../auth/principal.ts';
import { sendAttachment } from '../attachment.ts';
import { ErrorRef, WRITE_ERRORS, schemasOf } from '../schema.ts';
import { scopeOf } from '../scope.ts';
import {
  getMonthlyReport,
  monthlyReportLogContents,
  reserveMonthlyReport,
} from '../../services/monthly-report.ts';
import { recordOperation } from '../../services/operation-log.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const schema = schemasOf('monthly-report', WRITE_ERRORS);

/** The monthly report's calls (/api, part 2 §7; services/monthly-report.ts). */
export async function monthlyReportRoutes(app: AppInstance): Promise<void> {
  app.post(
    '/monthlyReportReserve',
    {
      schema: schema(MonthlyReportReserveResponse, {
        summary: "Queues the workbook of a month for a group's machines; answers its statusId",
        description:
          'A device group or user-defined group the caller cannot see answers 404 (the screen says ' +
          "theGroupDoesNotExist), as does a machine of groupId 'unset' it cannot see. The reservation " +
          'lives 600 s, and as long again after the workbook is done.',
        body: MonthlyReportReserveBody,
      }),
    },
    async (request) => reserveMonthlyReport(app.db, await scopeOf(app, request), request.body),
  );

  app.post(
    '/getMonthlyReport',
    {
      schema: {
        tags: ['monthly-report'],
        summary: 'The state of a reserved report, or with download the workbook once it is done',
        description:
          "Only the reserver's statusId is found (404 otherwise). With download before the workbook is " +
          'done: 409 NOT_READY (or REPORT_FAILED). Each download is written to the operation log ' +
          '(contents.monthlyReport).',
        body: GetMonthlyReportBody,
        response: {
          200: {
            description: 'The state (JSON), or the workbook monthlyReport_YYYY-MM.xlsx',
            content: {
              'application/json': { schema: MonthlyReportStatus },
              [XLSX]: { schema: { type: 'string', format: 'binary' } },
            },
          },
          ...WRITE_ERRORS,
          403: ErrorRef,
        },
      },
    },
    async (request, reply) => {
      const { userId } = principalOf(request);
      const answer = await getMonthlyReport(app.db, userId, request.body);
      if ('status' in answer) return answer.status;
      await recordOperation(app.db, {
        type: 'monthlyReport',
        userId,
        contents: monthlyReportLogContents(answer.params),
      });
      return sendAttachment(reply, {
        name: answer.file.name,
        contentType: XLSX,
        content: answer.file.content,
      });
    },
  );
}
