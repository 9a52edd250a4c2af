import type { AppInstance } from '../../app.ts';

/** Main API master-info calls (part 1 §7, part 2 §7). */
export async function masterInfoRoutes(_app: AppInstance): Promise<void> {}
