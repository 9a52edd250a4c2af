/**
 * The two links of the admin tables (part 1 §2): a machine's information and a customer's HomeConsumer,
 * each in a new tab (NewTabLink). Plain functions of the screen's `t` and locale rather than components,
 * so that a cell of a long table runs no hook.
 */
import type { TFunction } from 'i18next';
import type { Locale } from '@airsight/contracts/locales';
import { buildPath } from '@airsight/contracts/routes';
import { compressorInfoHref } from '../../lib/routes.ts';
import { NewTabLink, type NewTabLinkProps } from './NewTabLink.tsx';

type LinkLook = Pick<NewTabLinkProps, 'testId' | 'glyph'>;

/** CompressorInfo of the machine, shown as `text` (its serial number unless told). */
export function machineInfoLink(
  t: TFunction,
  locale: Locale,
  machine: { modelId: string; serialNo: string },
  text: string = machine.serialNo,
  look: LinkLook = { testId: 'compressor-info-link' },
) {
  return (
    <NewTabLink
      href={compressorInfoHref(machine.modelId, machine.serialNo, locale)}
      label={`${text} – ${t('machineInformation')} (${t('openInNewTab')})`}
      {...look}
    >
      {text}
    </NewTabLink>
  );
}

/** HomeConsumer of the machine's device group, shown as its name. */
export function customerLink(
  t: TFunction,
  groupId: string,
  name: string,
  look: LinkLook = { testId: 'customer-link' },
) {
  return (
    <NewTabLink
      href={buildPath('HomeConsumer', { device_group_id: groupId })}
      label={`${name} (${t('openInNewTab')})`}
      {...look}
    >
      {name}
    </NewTabLink>
  );
}
