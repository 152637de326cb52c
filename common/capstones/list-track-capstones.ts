/**
 * A track's capstones, in display order, as `{ id, title }` (Node: the server and tests; the
 * browser reads the built index instead). Read from content/capstones/ once per process
 * (read-capstone-catalog.ts). An unknown track has none.
 */
import { readCapstoneCatalog } from './read-capstone-catalog.ts';

export function listTrackCapstones(track: string): Array<{ id: string; title: string }> {
  return readCapstoneCatalog()
    .filter(({ capstone }) => capstone.track === track)
    .map(({ capstone }) => ({ id: capstone.id, title: capstone.title }));
}
