/**
 * The Excel file's job as the screen sees it: the reservation of this route (device group, group, and the
 * machines of 'unset') and month, kept in the browser session's storage so that the screen opened again
 * shows the same job's progress and offers its file; the job's state asked every second; the file
 * downloaded at once when the job this page reserved is done, and on a click when it was reserved
 * before. A statusId the server no longer knows (it expired: 404) is forgotten.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import {
  useDownloadMonthlyReport,
  useReportStatus,
  useReserveMonthlyReport,
} from './api/monthlyReportJob.ts';
import type { MonthlyReportReserveBody } from '@airsight/contracts/http/monthly-report';

export type ReportPhase = 'idle' | 'preparing' | 'done' | 'failed';

function readStored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, statusId: string | null): void {
  try {
    if (statusId) sessionStorage.setItem(key, statusId);
    else sessionStorage.removeItem(key);
  } catch {
    // A browser without storage keeps the reservation for this page only.
  }
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function useReportJob(storageKey: string, body: MonthlyReportReserveBody | undefined) {
  const [stored, setStored] = useState(() => ({ key: storageKey, statusId: readStored(storageKey) }));
  // Another month or group: its own reservation, if any.
  if (stored.key !== storageKey) setStored({ key: storageKey, statusId: readStored(storageKey) });
  const statusId = stored.key === storageKey ? stored.statusId : readStored(storageKey);

  const status = useReportStatus(statusId);
  const reserve = useReserveMonthlyReport();
  const download = useDownloadMonthlyReport();
  const reservedHere = useRef<string | null>(null);

  const remember = (id: string | null) => {
    writeStored(storageKey, id);
    setStored({ key: storageKey, statusId: id });
  };

  const expired = isNotFound(status.error);
  // The screen shows it as never reserved (phase 'idle'); the next session forgets it too.
  useEffect(() => {
    if (expired) writeStored(storageKey, null);
  }, [expired, storageKey]);

  const answer = statusId && status.data?.statusId === statusId ? status.data : undefined;
  const fileName = answer?.state === 'done' ? answer.fileName : null;

  const save = (id: string, name: string) =>
    download.mutate(
      { statusId: id, fileName: name },
      { onError: (error) => (isNotFound(error) ? remember(null) : undefined) },
    );

  // The job reserved on this page: its file is saved as soon as it is done.
  useEffect(() => {
    if (statusId && fileName && reservedHere.current === statusId) {
      reservedHere.current = null;
      download.mutate({ statusId, fileName });
    }
  }, [statusId, fileName, download]);

  const phase: ReportPhase =
    !statusId || expired || status.isError
      ? 'idle'
      : !answer || answer.state === 'queued' || answer.state === 'running'
        ? 'preparing'
        : answer.state;

  return {
    phase,
    /** 0..100 */
    percent: Math.round((answer?.progress ?? 0) * 100),
    fileName,
    busy: reserve.isPending || download.isPending,
    start: () => {
      if (!body) return;
      reserve.mutate(body, {
        onSuccess: (id) => {
          reservedHere.current = id;
          remember(id);
        },
      });
    },
    save: () => {
      if (statusId && fileName) save(statusId, fileName);
    },
  };
}
