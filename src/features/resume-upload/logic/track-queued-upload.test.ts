import { describe, expect, it } from 'vitest';
import { trackQueuedUpload, type FollowedUpload } from './track-queued-upload.ts';

const followed = (seen: boolean): FollowedUpload => ({ id: 'a', name: 'Ada CV.pdf', seen });
const waiting = (error: string | null = null) => [{ id: 'a', name: 'Ada CV.pdf', error }];

describe('trackQueuedUpload', () => {
  it('learns nothing before the list has loaded', () => {
    expect(trackQueuedUpload(null, undefined)).toEqual({ kind: 'nothing' });
    expect(trackQueuedUpload(followed(true), undefined)).toEqual({ kind: 'nothing' });
  });

  it('picks up a file still waiting (a reload), never a refused one', () => {
    expect(
      trackQueuedUpload(null, [{ id: 'r', name: 'bad.pdf', error: 'Not a PDF.' }, ...waiting()]),
    ).toEqual({ kind: 'adopt', upload: { id: 'a', name: 'Ada CV.pdf', seen: true } });
    expect(trackQueuedUpload(null, [])).toEqual({ kind: 'nothing' });
  });

  it('with no file waiting, tells of one refused while the learner was elsewhere', () => {
    expect(trackQueuedUpload(null, waiting('Not a PDF.'))).toEqual({
      kind: 'refused-earlier',
      id: 'a',
      message: 'Not a PDF.',
    });
  });

  it('does not take a list read before the file was queued for "uploaded"', () => {
    expect(trackQueuedUpload(followed(false), [])).toEqual({ kind: 'nothing' });
    expect(trackQueuedUpload(followed(false), waiting())).toEqual({ kind: 'seen' });
    expect(trackQueuedUpload(followed(true), waiting())).toEqual({ kind: 'nothing' });
    expect(trackQueuedUpload(followed(true), [])).toEqual({ kind: 'uploaded' });
  });

  it("passes on the server's refusal", () => {
    expect(trackQueuedUpload(followed(true), waiting('Not a PDF.'))).toEqual({
      kind: 'refused',
      message: 'Not a PDF.',
    });
  });
});
