import { describe, expect, it } from 'vitest';
import { readDocxHtmlLines } from './read-docx-html-lines.ts';

describe('readDocxHtmlLines', () => {
  it('flags headings, bullets list items and keeps a tab between a title and its dates', () => {
    const html =
      '<h1>Ada Lovelace</h1><p>Data Engineer</p>' +
      '<p><a href="https://github.com/ada">github.com/ada</a> | <a href="x">in/ada</a></p>' +
      '<h2>Experience</h2><p><strong>Data Engineer | Helios Bank</strong>\tFeb 2020 – Present</p>' +
      '<ul><li>Built pipelines &amp; reports</li><li>Cut runtime by 90&nbsp;%</li></ul>';
    expect(readDocxHtmlLines(html)).toEqual([
      { text: 'Ada Lovelace', fontSize: 20, heading: false },
      { text: 'Data Engineer', fontSize: 10 },
      { text: 'github.com/ada | in/ada', fontSize: 10 },
      { text: 'Experience', fontSize: 14, heading: true },
      { text: 'Data Engineer | Helios Bank\tFeb 2020 – Present', fontSize: 10 },
      { text: '• Built pipelines & reports', fontSize: 10 },
      { text: '• Cut runtime by 90 %', fontSize: 10 },
    ]);
  });

  it('reads table cells one by one and skips empty paragraphs', () => {
    const html =
      '<table><tr><td><p>Skills</p><p>Python</p></td><td><p>Summary</p></td></tr></table>' +
      '<p></p><p> <br /> </p><p>Line one<br/>continued</p>';
    expect(readDocxHtmlLines(html).map((line) => line.text)).toEqual([
      'Skills',
      'Python',
      'Summary',
      'Line one continued',
    ]);
  });
});
