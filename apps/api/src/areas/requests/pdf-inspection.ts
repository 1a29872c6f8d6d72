// The full check of an uploaded PDF, on its bytes read back from storage (one file at a time, see
// uploads-service.ts): `startxref` must point at a cross-reference section, a PDF library must parse the
// document with at least one page, and nothing in it may run or carry other files (JavaScript, launch
// actions, embedded files, rich media), nor act on its own when opened or viewed (issue #28 §2.3). What the
// streaming scan already judged is in pdf-scan.ts; ADR 0054.
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFContext,
  type PDFObject,
} from '@cantoo/pdf-lib';

/** Names that make a PDF run code or smuggle files; a scanned ID or invoice needs none of them. */
const ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
]);
/**
 * Actions refused when they run without a click, on opening (OpenAction) or on a page or field event (AA): they
 * reach the network, send or read form data, open other files or play media. A link the reader clicks (an
 * annotation's /A URI) stays allowed: invoices carry those.
 */
const TRIGGERED_ACTIONS = new Set([
  'URI',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'Launch',
  'Rendition',
]);
/** Guards the walk against pathological nesting; real documents nest a handful of levels. */
const MAX_DEPTH = 64;

function xrefOffsetIsSound(bytes: Buffer): boolean {
  const end = bytes.toString('latin1', Math.max(0, bytes.length - 1024));
  const offset = Number(/startxref\s+(\d+)\s+%%EOF[\s\0]*$/.exec(end)?.[1] ?? Number.NaN);
  if (!Number.isInteger(offset) || offset >= bytes.length) return false;
  // A classic table ('xref') or a cross-reference stream object ('12 0 obj').
  return /^\s*(?:xref|\d+\s+\d+\s+obj)/.test(bytes.toString('latin1', offset, offset + 32));
}

function isActive(object: PDFObject | undefined, depth = 0): boolean {
  if (object === undefined || depth > MAX_DEPTH) return depth > MAX_DEPTH;
  if (object instanceof PDFName) return ACTIVE_NAMES.has(object.decodeText());
  if (object instanceof PDFArray) return object.asArray().some((item) => isActive(item, depth + 1));
  const dict = object instanceof PDFStream || object instanceof PDFRawStream ? object.dict : object;
  if (!(dict instanceof PDFDict)) return false;
  for (const [key, value] of dict.entries()) {
    if (ACTIVE_NAMES.has(key.decodeText()) || isActive(value, depth + 1)) return true;
  }
  return false;
}

function resolve(object: PDFObject | undefined, context: PDFContext): PDFObject | undefined {
  return object instanceof PDFRef ? context.lookup(object) : object;
}

/**
 * Whether an action, or one chained after it by /Next, is a refused one. A destination (an array) moves
 * within the document and is fine; `seen` stops /Next cycles.
 */
function isRefusedAction(object: PDFObject | undefined, context: PDFContext, seen: Set<PDFObject>): boolean {
  const action = resolve(object, context);
  if (action instanceof PDFArray)
    return action.asArray().some((item) => isRefusedAction(item, context, seen));
  if (!(action instanceof PDFDict) || seen.has(action) || seen.size > MAX_DEPTH) return seen.size > MAX_DEPTH;
  seen.add(action);
  const kind = action.get(PDFName.of('S'));
  if (kind instanceof PDFName && TRIGGERED_ACTIONS.has(kind.decodeText())) return true;
  return isRefusedAction(action.get(PDFName.of('Next')), context, seen);
}

/** An OpenAction that is an action, or an AA dictionary whose events run one, of the refused kinds. */
function hasRefusedTrigger(object: PDFObject, context: PDFContext): boolean {
  const dict = object instanceof PDFStream || object instanceof PDFRawStream ? object.dict : object;
  if (!(dict instanceof PDFDict)) return false;
  const open = resolve(dict.get(PDFName.of('OpenAction')), context);
  if (open instanceof PDFDict && isRefusedAction(open, context, new Set())) return true;
  const events = resolve(dict.get(PDFName.of('AA')), context);
  if (!(events instanceof PDFDict)) return false;
  return events.values().some((action) => isRefusedAction(action, context, new Set()));
}

/** True for a document a PDF reader opens as pages and nothing else. */
export async function isSoundPdf(bytes: Buffer): Promise<boolean> {
  if (!xrefOffsetIsSound(bytes)) return false;
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, {
      // Encrypted documents still show their structure; staff open them with the sender's password.
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      warnOnInvalidObjects: false,
      updateMetadata: false,
    });
  } catch {
    return false;
  }
  if (doc.getPageCount() < 1) return false;
  // Indirect objects, including those unpacked from object streams: every dictionary of the file.
  return !doc.context
    .enumerateIndirectObjects()
    .some(([, object]) => isActive(object) || hasRefusedTrigger(object, doc.context));
}
