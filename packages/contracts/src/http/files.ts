/** Answers that are a file or a page rather than JSON, as the OpenAPI description shows them. */
import { Type, type TStringOptions } from 'typebox';

/** An answer of one media type: what it is, and its body as a string (`format: 'binary'` for bytes). */
export const FileAnswer = (description: string, mediaType: string, options: TStringOptions = {}) => ({
  description,
  content: { [mediaType]: { schema: Type.String(options) } },
});

/** One of the server's own HTML pages (sign-in, change password, help). */
export const HtmlPage = FileAnswer('HTML page', 'text/html');
