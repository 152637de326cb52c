/**
 * A browser notification for each reminder that comes due while the app is open, once the
 * learner allowed it; each reminder notifies once on this device (remembered in local storage).
 */
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { readStoredJson, writeStoredJson } from '@/src/lib/local-storage.ts';
import type { DueReminder } from '../logic/read-due-reminders.ts';

const NOTIFIED_KEY = 'nyra:notified-reminders';
/** Ids remembered at most (the oldest are forgotten). */
const NOTIFIED_MAX = 500;

function permission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export function useReminderNotifications(due: readonly DueReminder[]): {
  canAsk: boolean;
  ask: () => void;
} {
  const [state, setState] = useState(permission);
  useEffect(() => {
    if (state !== 'granted') return;
    const notified = readStoredJson(NOTIFIED_KEY, z.array(z.string())) ?? [];
    const fresh = due.filter((d) => !notified.includes(`${d.job.id}:${d.reminderId}`));
    for (const { job, reminder } of fresh) {
      new Notification(reminder.text, { body: `${job.fields.title} at ${job.fields.company}` });
    }
    if (fresh.length) {
      writeStoredJson(
        NOTIFIED_KEY,
        [...notified, ...fresh.map((d) => `${d.job.id}:${d.reminderId}`)].slice(-NOTIFIED_MAX),
      );
    }
  }, [due, state]);
  return {
    canAsk: state === 'default',
    ask: () => void Notification.requestPermission().then(setState),
  };
}
