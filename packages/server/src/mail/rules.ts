/**
 * Who gets a mail about an incident (docs/mail.md §1), pure: a destination whose levels include the
 * incident's level, and whose group is the machine's group or one above it, or whose machine is it.
 */
import { machineSourceOf, severityLevels, SOURCE_FLAG } from '@airsight/contracts/domain/mail-source';
import type { AlarmLevelNumber } from '@airsight/contracts/presentation/alarm-levels';

export interface DestinationScope {
  severity: string;
  source_flag: number;
  source_type: string;
}

export interface IncidentPlace {
  level: number;
  modelId: string;
  serialNo: string;
  /** The machine's group and every group above it. */
  groupChain: readonly string[];
}

export function destinationMatches(d: DestinationScope, at: IncidentPlace): boolean {
  if (!severityLevels(d.severity).includes(at.level as AlarmLevelNumber)) return false;
  if (d.source_flag === SOURCE_FLAG.group) return at.groupChain.includes(d.source_type);
  return d.source_type === machineSourceOf(at.modelId, at.serialNo);
}
