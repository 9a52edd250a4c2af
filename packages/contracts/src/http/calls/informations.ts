/** Announcement calls of the second backend (contracts http/informations.ts). */
import type * as info from '../informations.ts';
import { getCall, sendCall } from './spec.ts';

export const informationCalls = {
  informations: getCall<never, info.GetInformationsResponse>('/api/getInformations'),
  information: getCall<info.GetInformationQuery, info.Information>('/api/getInformation'),
  addInformation: sendCall<info.AddInformationBody, info.Information>('POST', '/api/addInformation'),
  putInformation: sendCall<info.PutInformationBody, info.Information>('PUT', '/api/putInformation'),
  deleteInformation: sendCall<never, info.DeleteInformationResponse, info.DeleteInformationQuery>(
    'DELETE',
    '/api/deleteInformation',
  ),
  informationsDisplay: getCall<info.GetInformationsDisplayQuery, info.GetInformationsDisplayResponse>(
    '/api/getInformationsDisplay',
  ),
  informationFiles: getCall<info.GetInformationFilesQuery, Blob>('/api/getInformationFiles'),
} as const;
