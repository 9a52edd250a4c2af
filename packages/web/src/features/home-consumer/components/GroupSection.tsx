import { memo } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@airsight/contracts/locales';
import type { MachineCardLabels } from '../machine-card/MachineCard.tsx';
import type { MachineCardData } from '../machine-card/cardData.ts';
import type { CardGroup, GroupMachine } from '../cardGroups.ts';
import { CardGrid } from './CardGrid.tsx';
import { GroupHeader } from './GroupHeader.tsx';
import type { GroupLinks } from '../groupLinks.ts';

/** What both layouts (every card rendered, or windowed rows) need to draw the groups. */
export interface GroupsViewProps {
  groups: readonly CardGroup<GroupMachine>[];
  names: ReadonlyMap<string, string>;
  links: ReadonlyMap<string, GroupLinks>;
  cards: ReadonlyMap<string, MachineCardData>;
  labels: MachineCardLabels;
  locale: Locale;
  collapsed: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

export const groupDomIds = (key: string) => ({
  content: `card-group-${key}-cards`,
  heading: `card-group-${key}-name`,
});

export function NoMachinesInGroup() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="textSecondary" sx={{ px: 1 }}>
      {t('noMachinesToShow')}
    </Typography>
  );
}

interface GroupSectionProps extends Omit<GroupsViewProps, 'groups' | 'names' | 'links' | 'collapsed'> {
  group: CardGroup<GroupMachine>;
  name: string;
  links: GroupLinks;
  expanded: boolean;
}

/** One group of HomeConsumer: its header and, when expanded, all its cards. */
const GroupSection = memo(function GroupSection(props: GroupSectionProps) {
  const { group } = props;
  const ids = groupDomIds(group.key);
  return (
    <section
      aria-labelledby={ids.heading}
      data-testid="card-group"
      data-group-key={group.key}
      data-group-kind={group.kind}
      data-group-id={group.groupId}
    >
      <GroupHeader
        name={props.name}
        count={group.machines.length}
        links={props.links}
        expanded={props.expanded}
        onToggle={() => props.onToggle(group.key)}
        contentId={ids.content}
        headingId={ids.heading}
      />
      <div id={ids.content} hidden={!props.expanded} style={{ paddingTop: 12 }}>
        {!props.expanded ? null : group.machines.length === 0 ? (
          <NoMachinesInGroup />
        ) : (
          <CardGrid
            machines={group.machines}
            cards={props.cards}
            labels={props.labels}
            locale={props.locale}
          />
        )}
      </div>
    </section>
  );
});

/** Every group with every card: the layout of ordinary plants (a few hundred cards at most). */
export function GroupSections(props: GroupsViewProps) {
  return (
    <>
      {props.groups.map((group) => (
        <GroupSection
          key={group.key}
          group={group}
          name={props.names.get(group.key) ?? ''}
          links={props.links.get(group.key)!}
          cards={props.cards}
          labels={props.labels}
          locale={props.locale}
          expanded={!props.collapsed.has(group.key)}
          onToggle={props.onToggle}
        />
      ))}
    </>
  );
}
