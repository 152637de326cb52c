/**
 * The Resumes screen's data: the list and the selected resume's details, shown at once from
 * IndexedDB and refreshed from the server on load, on the product.md#api schedule (30 s × 1, 2, 3 …),
 * every 2 s while a resume is `processing`, after an upload and when the connection returns.
 * Offline, the cached copies stay on screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResumeDetails, ResumeListItem } from '@/common/resume/resume-schema.ts';
import { useOnlineStatus } from '@/src/lib/use-online-status.ts';
import { listRefreshDelayMs, PROCESSING_POLL_MS } from '../logic/list-refresh-delay.ts';
import { readCachedResumeDetails, readCachedResumeList } from '../storage/read-cached-resumes.ts';
import { refreshResumeDetails, refreshResumeList } from '../storage/refresh-resumes.ts';
import { useResumeUploadStore } from '../stores/resume-upload-store.ts';

export interface ResumesState {
  /** Null until the cache or the server answered. */
  list: ResumeListItem[] | null;
  listError: string | null;
  /** When the shown list was fetched, if it came from the device. */
  cachedAt: string | null;
  selectedId: string | null;
  select: (id: string) => void;
  details: ResumeDetails | null;
  detailsError: string | null;
  refresh: () => void;
}

export function useResumes(owner: string): ResumesState {
  const online = useOnlineStatus();
  const uploadedCount = useResumeUploadStore((state) => state.uploadedCount);
  const [list, setList] = useState<ResumeListItem[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [cachedAt, setCachedAt] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [details, setDetails] = useState<ResumeDetails | null>(null);
  const [detailsError, setDetailsError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const refreshCount = useRef(0);

  const load = useCallback(async () => {
    try {
      const results = await refreshResumeList(owner);
      setList(results);
      setCachedAt(null);
      setListError(null);
    } catch (error) {
      const cached = await readCachedResumeList(owner);
      if (cached) {
        setList((current) => current ?? cached.results);
        setCachedAt(cached.fetchedAt);
      }
      setListError(
        navigator.onLine
          ? error instanceof Error
            ? error.message
            : 'The resumes could not be loaded.'
          : null,
      );
    }
  }, [owner]);

  // The device's copy first (instant, and all there is offline), then the server's.
  useEffect(() => {
    let live = true;
    void readCachedResumeList(owner).then((cached) => {
      if (!live || !cached) return;
      setList((current) => current ?? cached.results);
      setCachedAt((current) => current ?? cached.fetchedAt);
    });
    return () => {
      live = false;
    };
  }, [owner]);

  useEffect(() => {
    if (online) void load();
  }, [online, load, uploadedCount, tick]);

  // product.md#api: refetch after 30 s, then 60 s, 90 s … for as long as the screen is open.
  useEffect(() => {
    let timer: number;
    const schedule = () => {
      refreshCount.current += 1;
      timer = window.setTimeout(() => {
        if (navigator.onLine) void load();
        schedule();
      }, listRefreshDelayMs(refreshCount.current));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [load]);

  const processing = list?.some((item) => item.status === 'processing') ?? false;
  useEffect(() => {
    if (!processing || !online) return;
    const timer = window.setInterval(() => void load(), PROCESSING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [processing, online, load]);

  // product.md#flows: the first resume is selected when the list loads (and when the selected one
  // goes).
  useEffect(() => {
    if (!list) return;
    if (!selectedId || !list.some((item) => item.resume_id === selectedId)) {
      setSelectedId(list[0]?.resume_id ?? null);
    }
  }, [list, selectedId]);

  const selected = list?.find((item) => item.resume_id === selectedId) ?? null;
  const selectedStamp = selected ? `${selected.status}:${selected.modified}` : null;
  useEffect(() => {
    if (!selectedId) {
      setDetails(null);
      return;
    }
    let live = true;
    setDetailsError(null);
    void readCachedResumeDetails(owner, selectedId).then((cached) => {
      if (live && cached)
        setDetails((current) => (current?.resume_id === selectedId ? current : cached.details));
    });
    if (navigator.onLine) {
      refreshResumeDetails(owner, selectedId).then(
        (fresh) => {
          if (live) setDetails(fresh);
        },
        (error: unknown) => {
          if (live)
            setDetailsError(
              error instanceof Error ? error.message : 'This resume could not be loaded.',
            );
        },
      );
    }
    return () => {
      live = false;
    };
  }, [owner, selectedId, selectedStamp, online]);

  return {
    list,
    listError,
    cachedAt,
    selectedId,
    select: setSelectedId,
    details: details?.resume_id === selectedId ? details : null,
    detailsError,
    refresh: () => setTick((n) => n + 1),
  };
}
