import { memo } from 'react';
import type { Locale } from '@airsight/contracts/locales';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { MachineCard, type MachineCardLabels } from '../machine-card/MachineCard.tsx';
import type { MachineCardData } from '../machine-card/cardData.ts';
import { compressorInfoHref } from '../../../lib/routes.ts';
import type { GroupMachine } from '../cardGroups.ts';

export interface CardGridProps {
  machines: readonly GroupMachine[];
  /** Card data of every machine of the screen, by machineKeyOf. */
  cards: ReadonlyMap<string, MachineCardData>;
  labels: MachineCardLabels;
  locale: Locale;
  /** Fixed column count (windowed rows); by default as many as fit (CSS auto-fill). */
  columns?: number;
}

/** Machine cards in a grid. */
export const CardGrid = memo(function CardGrid({ machines, cards, labels, locale, columns }: CardGridProps) {
  return (
    <div
      className="mc-grid"
      data-testid="card-grid"
      style={columns ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
    >
      {machines.map((machine) => {
        const key = machineKeyOf(machine.model_id, machine.serial_no);
        const data = cards.get(key);
        return data ? (
          <MachineCard
            key={key}
            {...data}
            href={compressorInfoHref(data.modelId, data.serialNo, locale)}
            labels={labels}
          />
        ) : null;
      })}
    </div>
  );
});
