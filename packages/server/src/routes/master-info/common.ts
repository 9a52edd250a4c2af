/** The schema builders of the master-info routes: one docs tag, and the error answers of a read or a write. */
import { READ_ERRORS, schemasOf, WRITE_ERRORS } from '../schema.ts';

export const readSchema = schemasOf('master-info', READ_ERRORS);

export const writeSchema = schemasOf('master-info', WRITE_ERRORS);
