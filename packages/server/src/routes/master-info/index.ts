import type { AppInstance } from '../../app.ts';
import { roleRoutes } from './roles.ts';
import { deviceGroupRoutes } from './device-groups.ts';
import { deviceAuthorityRoutes } from './device-authorities.ts';
import { deviceRoutes } from './devices.ts';
import { sensorRoutes } from './sensors.ts';

/**
 * Main API master-info calls (part 1 §7, part 2 §7). Every call needs a signed-in user; the services
 * limit every answer to that user's authorities.
 */
export async function masterInfoRoutes(app: AppInstance): Promise<void> {
  await app.register(roleRoutes);
  await app.register(deviceGroupRoutes);
  await app.register(deviceAuthorityRoutes);
  await app.register(deviceRoutes);
  await app.register(sensorRoutes);
}
