import { FileAnswer } from '@airsight/contracts/http/files';
import {
  AddInformationBody,
  DeleteInformationQuery,
  DeleteInformationResponse,
  GetInformationFilesQuery,
  GetInformationQuery,
  GetInformationsDisplayQuery,
  GetInformationsDisplayResponse,
  GetInformationsResponse,
  Information,
  PutInformationBody,
} from '@airsight/contracts/http/informations';
import type { AppInstance } from '../../app.ts';
import { principalOf } from '../../auth/principal.ts';
import { sendAttachment } from '../attachment.ts';
import { ErrorRef, READ_ERRORS, WRITE_ERRORS, schemasOf } from '../schema.ts';
import {
  addInformation,
  deleteInformation,
  getInformation,
  getInformationFile,
  getInformations,
  getInformationsDisplay,
  putInformation,
} from '../../services/informations.ts';

const TAG = 'informations';
const ADMIN_ERRORS = { ...READ_ERRORS, 403: ErrorRef } as const;
const adminSchema = schemasOf(TAG, ADMIN_ERRORS);
const writeSchema = schemasOf(TAG, WRITE_ERRORS);
const schema = schemasOf(TAG, READ_ERRORS);
/** The announcement admin calls: the special administrator only (403 NOT_SPECIAL_ADMIN to anyone else). */
const ADMIN_ONLY = { specialAdminOnly: true } as const;
/** The calls of the announcement dialog: every signed-in user, the special administrator included. */
const EVERYONE = { specialAdmin: true } as const;

/**
 * Second-backend announcement calls (/api, spec part 1 §7, part 2 §7). The special administrator manages
 * them; everyone reads those shown now. Writes name the `_ts` they read (409 TS_CONFLICT when stale).
 */
export async function informationRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/getInformations',
    {
      config: ADMIN_ONLY,
      schema: adminSchema(GetInformationsResponse, { summary: 'Every announcement, latest start first' }),
    },
    async () => getInformations(app.db),
  );

  app.get(
    '/getInformation',
    {
      config: ADMIN_ONLY,
      schema: adminSchema(Information, { summary: 'One announcement', querystring: GetInformationQuery }),
    },
    async (request) => getInformation(app.db, request.query),
  );

  const pdfRules =
    'An attachment (infoFileBase64 with infoFileName) must be named .pdf or .PDF, start with %PDF- and ' +
    'be under 10,000,000 bytes (400 NOT_PDF or FILE_TOO_LARGE otherwise, and nothing is written).';
  app.post(
    '/addInformation',
    {
      config: ADMIN_ONLY,
      schema: writeSchema(Information, {
        summary: 'Adds an announcement; answers it',
        description: `startDatetime must not be after endDatetime (400 INAPPROPRIATE_DATE). ${pdfRules}`,
        body: AddInformationBody,
      }),
    },
    async (request) => addInformation(app.db, principalOf(request).userId, request.body),
  );

  app.put(
    '/putInformation',
    {
      config: ADMIN_ONLY,
      schema: writeSchema(Information, {
        summary: 'Changes an announcement read at _ts; answers it',
        description: `A stale _ts answers 409 TS_CONFLICT and changes nothing. ${pdfRules}`,
        body: PutInformationBody,
      }),
    },
    async (request) => putInformation(app.db, principalOf(request).userId, request.body),
  );

  app.delete(
    '/deleteInformation',
    {
      config: ADMIN_ONLY,
      schema: writeSchema(DeleteInformationResponse, {
        summary: 'Deletes an announcement read at _ts, and its PDF',
        description: 'A stale _ts answers 409 TS_CONFLICT and deletes nothing.',
        querystring: DeleteInformationQuery,
      }),
    },
    async (request) => deleteInformation(app.db, principalOf(request).userId, request.query),
  );

  app.get(
    '/getInformationsDisplay',
    {
      config: EVERYONE,
      schema: schema(GetInformationsDisplayResponse, {
        summary: 'The announcements shown at targetDateTime (UTC), for the announcement dialog',
        querystring: GetInformationsDisplayQuery,
      }),
    },
    async (request) => getInformationsDisplay(app.db, request.query),
  );

  app.get(
    '/getInformationFiles',
    {
      config: EVERYONE,
      schema: schema(FileAnswer('the PDF', 'application/pdf', { format: 'binary' }), {
        summary: 'The PDF of an announcement, as an attachment',
        description:
          'The special administrator may fetch any; other users that of an announcement shown now (404 otherwise).',
        querystring: GetInformationFilesQuery,
        produces: ['application/pdf'],
      }),
    },
    async (request, reply) => {
      const isSpecialAdmin = principalOf(request).userId === app.config.infoAdminUserId;
      const file = await getInformationFile(app.db, request.query, isSpecialAdmin);
      return sendAttachment(reply, {
        name: file.fileName,
        contentType: 'application/pdf',
        content: file.content,
      });
    },
  );
}
