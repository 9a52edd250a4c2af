/**
 * Saves an announcement's PDF (GET /api/getInformationFiles?id&infoFile): the server sends it as an
 * attachment under its name, so the browser follows a link to it (lib/saveFile.ts).
 */
import { withQuery } from '@airsight/contracts/http/url';
import { informationCalls } from '@airsight/contracts/http/calls/informations';
import { saveFromServer } from '../../lib/saveFile.ts';

export function downloadInformationFile(id: string, infoFile: string): void {
  saveFromServer(withQuery(informationCalls.informationFiles.path, { id, infoFile }));
}
