/**
 * Shared plumbing of the engine clients: one worker at a time, its lifecycle as an observable
 * EngineState, request/response matching by id, one run at a time (so a run's time limit never
 * includes waiting behind another run), and replacing the worker when a run must be killed.
 */
import type { EngineProgress, EngineState } from './engine-state.ts';

interface BaseEvent {
  type: string;
  id?: number;
}

interface Pending<TEvent> {
  resolve: (event: TEvent) => void;
  reject: (error: Error) => void;
}

export class EngineStoppedError extends Error {
  constructor(message = 'The engine was restarted') {
    super(message);
    this.name = 'EngineStoppedError';
  }
}

export abstract class EngineClient<TCommand, TEvent extends BaseEvent> {
  private worker: Worker | null = null;
  private state: EngineState = { status: 'idle' };
  private readonly listeners = new Set<(state: EngineState) => void>();
  private readonly pending = new Map<number, Pending<TEvent>>();
  private readyWaiters: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();

  protected abstract createWorker(): Worker;
  protected abstract initCommand(): TCommand;

  /** Starts loading in the background; harmless to call again. */
  start(): void {
    if (!this.worker) this.spawn();
  }

  /** After a failed load: drop the broken worker and load again. */
  restart(): void {
    this.replaceWorker(new EngineStoppedError());
  }

  getState(): EngineState {
    return this.state;
  }

  subscribe(listener: (state: EngineState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  whenReady(): Promise<void> {
    this.start();
    if (this.state.status === 'ready') return Promise.resolve();
    if (this.state.status === 'error') return Promise.reject(new Error(this.state.message));
    return new Promise((resolve, reject) => this.readyWaiters.push({ resolve, reject }));
  }

  /** Runs `task` after every earlier task finished (one run at a time). */
  protected serialize<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  protected send(build: (id: number) => TCommand): { id: number; response: Promise<TEvent> } {
    const worker = this.worker;
    if (!worker) throw new EngineStoppedError('The engine is not running');
    const id = this.nextId++;
    const response = new Promise<TEvent>((resolve, reject) =>
      this.pending.set(id, { resolve, reject }),
    );
    worker.postMessage(build(id));
    return { id, response };
  }

  /** Kills the worker (a runaway run), fails what was pending, and loads a fresh one. */
  protected replaceWorker(reason: Error): void {
    this.worker?.terminate();
    this.worker = null;
    for (const { reject } of this.pending.values()) reject(reason);
    this.pending.clear();
    this.spawn();
  }

  private setState(state: EngineState): void {
    this.state = state;
    if (state.status === 'ready') this.readyWaiters.forEach(({ resolve }) => resolve());
    if (state.status === 'error') {
      const error = new Error(state.message);
      this.readyWaiters.forEach(({ reject }) => reject(error));
    }
    if (state.status === 'ready' || state.status === 'error') this.readyWaiters = [];
    this.listeners.forEach((listener) => listener(state));
  }

  private spawn(): void {
    const worker = this.createWorker();
    this.worker = worker;
    this.setState({ status: 'loading', progress: null });
    worker.addEventListener('message', (event: MessageEvent<TEvent>) => {
      if (this.worker !== worker) return;
      this.handle(event.data);
    });
    worker.addEventListener('error', (event) => {
      if (this.worker !== worker) return;
      event.preventDefault();
      const message = event.message || 'The engine stopped unexpectedly';
      for (const { reject } of this.pending.values()) reject(new Error(message));
      this.pending.clear();
      worker.terminate();
      this.worker = null;
      this.setState({ status: 'error', message });
    });
    worker.postMessage(this.initCommand());
  }

  private handle(event: TEvent): void {
    const data = event as unknown as
      | { type: 'progress'; progress: EngineProgress }
      | { type: 'ready'; loadMs: number; downloadMs: number; phasesMs?: Record<string, number> }
      | { type: 'init-error'; message: string };
    if (data.type === 'progress') {
      this.setState({ status: 'loading', progress: data.progress });
      return;
    }
    if (data.type === 'ready') {
      const { loadMs, downloadMs, phasesMs } = data;
      this.setState({ status: 'ready', loadMs, downloadMs, ...(phasesMs ? { phasesMs } : {}) });
      return;
    }
    if (data.type === 'init-error') {
      this.worker?.terminate();
      this.worker = null;
      this.setState({ status: 'error', message: data.message });
      return;
    }
    if (event.id === undefined) return;
    const pending = this.pending.get(event.id);
    if (!pending) return;
    this.pending.delete(event.id);
    if (event.type === 'run-error') {
      pending.reject(new Error((event as unknown as { message: string }).message));
    } else {
      pending.resolve(event);
    }
  }
}
