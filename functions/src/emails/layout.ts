import { safeText } from '@almanac/core';
import { subjectText } from './subject-text.js';

export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A summary table (label, value), after the paragraphs. */
  details?: [label: string, value: string][];
  /** A highlighted note after the summary. */
  note?: string;
  code?: string;
  button?: { label: string; url: string };
  footnote?: string;
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every body text made safe (core's safeText): names and messages interpolated by the sender. */
function cleaned(c: EmailContent): EmailContent {
  const optional = (key: 'note' | 'code' | 'footnote') => {
    const value = c[key];
    return value === undefined ? {} : { [key]: safeText(value) };
  };
  return {
    subject: c.subject,
    heading: safeText(c.heading),
    paragraphs: c.paragraphs.map(safeText),
    ...(c.details
      ? { details: c.details.map(([l, v]) => [safeText(l), safeText(v)] as [string, string]) }
      : {}),
    ...optional('note'),
    ...optional('code'),
    ...optional('footnote'),
    ...(c.button ? { button: { label: safeText(c.button.label), url: c.button.url } } : {}),
  };
}

/**
 * Render a transactional e-mail as plain text and simple, inline-styled HTML. The subject is made
 * safe (subjectText) and every body text too (core's safeText: no control, bidi-override or
 * zero-width character a sender typed into a name reaches the text or HTML), whatever they carry
 * (docs/security.md, "Sender-chosen text").
 */
export function renderEmail(content: EmailContent): { subject: string; text: string; html: string } {
  const c = cleaned(content);
  const text = [
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.details?.length ? [...c.details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(c.note ? [c.note, ''] : []),
    ...(c.code ? [`Your code: ${c.code}`, ''] : []),
    ...(c.button ? [`${c.button.label}: ${c.button.url}`, ''] : []),
    ...(c.footnote ? [c.footnote, ''] : []),
    '— Almanac, parametric weather cover',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#14213d;max-width:560px;margin:auto">
<h1 style="color:#1f7a4d;font-size:22px">${escape(c.heading)}</h1>
${c.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
${
  c.details?.length
    ? `<table style="border-collapse:collapse;margin:12px 0">${c.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#666">${escape(label)}</td><td style="padding:4px 0;font-weight:600">${escape(value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${c.note ? `<p style="background:#fff4d6;border-left:4px solid #f0a500;padding:8px 12px">${escape(c.note)}</p>` : ''}
${c.code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700">${escape(c.code)}</p>` : ''}
${c.button ? `<p><a href="${escape(c.button.url)}" style="background:#1f7a4d;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(c.button.label)}</a></p>` : ''}
${c.footnote ? `<p style="color:#666;font-size:12px">${escape(c.footnote)}</p>` : ''}
<p style="color:#666;font-size:12px">Almanac, parametric weather cover</p></body></html>`;
  return { subject: subjectText(c.subject), text, html };
}
