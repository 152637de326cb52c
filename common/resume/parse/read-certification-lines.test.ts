import { describe, expect, it } from 'vitest';
import { readCertificationLines } from './read-certification-lines.ts';

const fields = (lines: string[], paragraphs = false) =>
  readCertificationLines(lines, paragraphs).map(({ parse_meta: _meta, ...rest }) => rest);

describe('readCertificationLines', () => {
  it('reads the export layout: name, issuer | date, link, credential id', () => {
    expect(
      fields([
        'Nyra Certified Data Engineer',
        'Nyra | May 2024',
        'https://nyra.example/verify/3f2a9c1e',
        'Credential ID: 3f2a9c1e',
        'AWS Certified Data Engineer – Associate',
        'Amazon Web Services | Nov 2023',
      ]),
    ).toEqual([
      {
        certification_name: 'Nyra Certified Data Engineer',
        issuer: 'Nyra',
        issue_date: '2024-05',
        url: 'https://nyra.example/verify/3f2a9c1e',
        credential_id: '3f2a9c1e',
      },
      {
        certification_name: 'AWS Certified Data Engineer – Associate',
        issuer: 'Amazon Web Services',
        issue_date: '2023-11',
        url: '',
        credential_id: '',
      },
    ]);
  });

  it('reads one line per certification as people write them, and bullet lists of names', () => {
    expect(
      fields([
        'Google Data Analytics Certificate – Coursera, 2022',
        '• Microsoft Certified: Azure Data Fundamentals',
        '• Databricks Certified Data Engineer Associate',
      ]),
    ).toEqual([
      expect.objectContaining({
        certification_name: 'Google Data Analytics Certificate',
        issuer: 'Coursera',
        issue_date: '2022',
      }),
      expect.objectContaining({
        certification_name: 'Microsoft Certified: Azure Data Fundamentals',
        issuer: '',
      }),
      expect.objectContaining({
        certification_name: 'Databricks Certified Data Engineer Associate',
        issuer: '',
      }),
    ]);
  });

  it('joins a name cut by the right margin instead of reading its end as the issuer', () => {
    expect(
      fields([
        'Professional Certificate in Data Engineering with Apache Spark and',
        'cloud platforms',
        'Nyra | 2024',
      ])[0],
    ).toMatchObject({
      certification_name:
        'Professional Certificate in Data Engineering with Apache Spark and cloud platforms',
      issuer: 'Nyra',
      issue_date: '2024',
    });
  });
});
