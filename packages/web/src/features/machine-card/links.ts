import { buildPath } from '@airsight/contracts/routes';
import type { Locale } from '@airsight/contracts/locales';

/** CompressorInfo of a machine with the display language (part 1 §2), for a card opened in a new tab. */
export function compressorInfoHref(modelId: string, serialNo: string, locale: Locale): string {
  return `${buildPath('CompressorInfo', { model_id: modelId, serial_no: serialNo })}?locale=${locale}`;
}
