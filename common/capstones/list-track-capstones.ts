// TEMPORARY (certs branch): the capstones branch replaces this file at merge.
/** The capstone projects of a track, in order (id and title). */
export function listTrackCapstones(track: string): Array<{ id: string; title: string }> {
  void track;
  return [];
}
