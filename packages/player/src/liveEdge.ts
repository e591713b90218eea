/**
 * Whether live playback has fallen behind the live edge by more than the engine's tolerance (the
 * "go live" button shows then). Never for a video or before the edge is known.
 */
export function isBehindLiveEdge(snapshot: { live: boolean; currentTime: number; liveEdge: number | null; liveEdgeTolerance: number }): boolean {
  const { live, currentTime, liveEdge, liveEdgeTolerance } = snapshot;
  if (!live || liveEdge === null || !Number.isFinite(liveEdge) || !Number.isFinite(currentTime)) return false;
  return liveEdge - currentTime > liveEdgeTolerance;
}
