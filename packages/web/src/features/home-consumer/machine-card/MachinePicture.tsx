import type { MachineType } from '@airsight/contracts/models/catalogue';
import oilInjectionUnit from '../../../assets/oil-injection-unit.svg';
import oilFreeUnit from '../../../assets/oil-free-unit.svg';

const PICTURES: Record<MachineType, string> = {
  'oil-injection': oilInjectionUnit,
  'oil-free': oilFreeUnit,
};

/**
 * The drawing of the machine's type (part 1 §2): an oil-injected or an oil-free package (water-injected
 * machines count as oil-free). Half opacity when the machine has no communication (no status data). An <img> of a shared
 * file keeps a card at one element for its picture, whatever the number of cards.
 */
export function MachinePicture({ type, dim }: { type: MachineType | undefined; dim: boolean }) {
  return (
    <img
      className="mc-picture"
      src={PICTURES[type ?? 'oil-injection']}
      width={100}
      height={75}
      alt=""
      draggable={false}
      data-testid="machine-picture"
      data-type={type ?? 'oil-injection'}
      data-dim={dim ? 'true' : undefined}
      decoding="async"
    />
  );
}
