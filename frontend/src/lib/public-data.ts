import { createAction, createAsyncThunk } from '@reduxjs/toolkit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The public pages' server data (site details, programs, lectures): the one way those pages fetch,
 * with Redux Toolkit's createAsyncThunk and a small reducer instead of RTK Query. Measured (issue
 * 16, build output, gzip -9): moving these reads to RTK Query put 21-22 kB more JavaScript on
 * every public page (home 97.5 → 119.0 kB, lecture page 97.9 → 119.5 kB, over the 100 kB budget),
 * RTK Query with the Immer and Reselect it brings. It keeps what the pages relied on from RTK
 * Query: one request per address however many components ask, the answer kept while a page shows
 * it and for `keepUnusedFor` seconds after (so moving between pages does not ask again), the same
 * error shapes (lib/api-error.ts reads them), and lecture answers dropped when the admin saves or
 * deletes a lecture.
 * The addresses come from lib/public-reads.ts. A page rendered on the server brings the answers
 * it was rendered from (serverPublicData), so its first render asks nothing.
 * The rest of the app (application, payments, my info, admin) uses RTK Query (lib/api.ts),
 * loaded with those pages.
 */

type Entry = {
  status: 'pending' | 'fulfilled' | 'rejected';
  requestId: string;
  data?: unknown;
  error?: FetchBaseQueryError;
  /**
   * The server's answer as it came with a server-rendered page (`serverAnswers`), before the
   * reading hook's `transform`: applied when read (`shownData`).
   */
  raw?: true;
};

type PublicDataState = Record<string, Entry | undefined>;
type WithPublicData = { publicData: PublicDataState };

type FetchArgs = { url: string; transform?: (response: unknown) => unknown };

/** GET /api{url} with fetchBaseQuery's result shapes (status + data, FETCH_ERROR, PARSING_ERROR). */
async function getJson(url: string): Promise<{ data: unknown } | { error: FetchBaseQueryError }> {
  let response: Response;
  try {
    response = await fetch(`/api${url}`);
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text.length ? JSON.parse(text) : null;
  } catch (error) {
    return {
      error: {
        status: 'PARSING_ERROR',
        originalStatus: response.status,
        data: text,
        error: String(error),
      },
    };
  }
  return response.ok ? { data } : { error: { status: response.status, data } };
}

const fetchPublicData = createAsyncThunk<
  unknown,
  FetchArgs,
  { state: WithPublicData; rejectValue: FetchBaseQueryError }
>(
  'publicData/fetch',
  async ({ url, transform }, { rejectWithValue }) => {
    const result = await getJson(url);
    if ('error' in result) return rejectWithValue(result.error);
    return transform ? transform(result.data) : result.data;
  },
  {
    // Asked again only when nothing is kept or the last answer was an error, except the error a
    // server-rendered page came with (a lecture that is not there): that one is current.
    condition: ({ url }, { getState }) => {
      const entry = getState().publicData[url];
      return !entry || (entry.status === 'rejected' && entry.requestId !== 'server');
    },
  },
);

/**
 * A finished back-office write to what the public pages show (a lecture or its 폐강, a program or its
 * photos, a notice, the centre's details, a program's appointment types or counsellors, which
 * decide its 예약하기: admin RTK Query endpoints, lazy) makes every kept
 * public answer stale; they are all dropped and read again when shown. Matched by name so that
 * this code, which every page loads, stays a few bytes.
 */
const CONTENT_WRITE =
  /^(create|update|delete|close|restore|reorder|add|remove)(Lecture|Program|Notice|SiteSettings|AppointmentType|CounsellorProfile)/;

function isContentWrite(action: UnknownAction): boolean {
  const endpoint = (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg
    ?.endpointName;
  return (
    /^api\/executeMutation\/(fulfilled|rejected)$/.test(action.type) &&
    typeof endpoint === 'string' &&
    CONTENT_WRITE.test(endpoint)
  );
}

const released = createAction<string>('publicData/released');

/**
 * A plain reducer rather than createSlice, which would bring Immer (3.5 kB gzipped) onto every
 * page for these few lines: each case returns a new object.
 */
function publicDataReducer(state: PublicDataState = {}, action: UnknownAction): PublicDataState {
  if (fetchPublicData.pending.match(action)) {
    const { meta } = action;
    return { ...state, [meta.arg.url]: { status: 'pending', requestId: meta.requestId } };
  }
  if (fetchPublicData.fulfilled.match(action)) {
    const { meta, payload } = action;
    if (state[meta.arg.url]?.requestId !== meta.requestId) return state;
    const entry: Entry = { status: 'fulfilled', requestId: meta.requestId, data: payload };
    return { ...state, [meta.arg.url]: entry };
  }
  if (fetchPublicData.rejected.match(action)) {
    const { meta, payload, error } = action;
    if (state[meta.arg.url]?.requestId !== meta.requestId) return state;
    const reason = payload ?? { status: 'CUSTOM_ERROR', error: error.message ?? '' };
    return {
      ...state,
      [meta.arg.url]: { status: 'rejected', requestId: meta.requestId, error: reason },
    };
  }
  if (released.match(action)) {
    const rest = { ...state };
    delete rest[action.payload];
    return rest;
  }
  return isContentWrite(action) ? {} : state;
}

/** What a server-rendered page read, by address: its answer, or the status it failed with. */
export type ServerAnswers = Record<string, { data: unknown } | { status: number; data: unknown }>;

/**
 * The store's public data for a page rendered on the server (entry-server.tsx) and for the
 * browser that hydrates it (main.tsx, from the page's embedded JSON): the same answers give the
 * same first render on both sides, and no read is asked again.
 */
export function serverPublicData(answers: ServerAnswers): PublicDataState {
  const state: PublicDataState = {};
  for (const [url, answer] of Object.entries(answers)) {
    state[url] =
      'status' in answer
        ? {
            status: 'rejected',
            requestId: 'server',
            error: { status: answer.status, data: answer.data },
          }
        : { status: 'fulfilled', requestId: 'server', data: answer.data, raw: true };
  }
  return state;
}

/** One transformed view per raw answer, so a component gets the same object on each render. */
const transformed = new WeakMap<object, unknown>();

function shownData(entry: Entry, transform: ((response: never) => unknown) | undefined): unknown {
  if (!entry.raw || !transform) return entry.data;
  const raw = entry.data;
  if (typeof raw !== 'object' || raw === null) return transform(raw as never);
  if (!transformed.has(raw)) transformed.set(raw, transform(raw as never));
  return transformed.get(raw);
}

/** The slice for combineSlices (lib/store-slots.ts). */
export const publicDataSlice = { reducerPath: 'publicData', reducer: publicDataReducer } as const;

const subscribers = new Map<string, number>();
const releaseTimers = new Map<string, ReturnType<typeof setTimeout>>();

export type PublicQueryResult<T> = {
  /** The answer for this address. */
  data: T | undefined;
  error: FetchBaseQueryError | undefined;
  /** Asking, with nothing to show yet. */
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
};

type Options<T> = {
  /** Seconds the answer is kept after the last component showing it is gone (RTK Query's 60). */
  keepUnusedFor?: number;
  /** Turns the server's answer into T; a module-level function. */
  transform?: (response: never) => T;
};

/**
 * GET /api{url} for a component, kept in the store. `url` undefined asks nothing (RTK Query's
 * skipToken).
 */
export function usePublicQuery<T>(
  url: string | undefined,
  { keepUnusedFor = 60, transform }: Options<T> = {},
): PublicQueryResult<T> {
  const dispatch = useDispatch<ThunkDispatch<WithPublicData, unknown, UnknownAction>>();
  const entry = useSelector((state: WithPublicData) =>
    url === undefined ? undefined : state.publicData[url],
  );

  useEffect(() => {
    if (url === undefined) return;
    clearTimeout(releaseTimers.get(url));
    subscribers.set(url, (subscribers.get(url) ?? 0) + 1);
    void dispatch(fetchPublicData({ url, transform: transform as FetchArgs['transform'] }));
    return () => {
      const left = (subscribers.get(url) ?? 1) - 1;
      subscribers.set(url, left);
      if (left === 0) {
        releaseTimers.set(
          url,
          setTimeout(() => {
            if (!subscribers.get(url)) dispatch(released(url));
          }, keepUnusedFor * 1000),
        );
      }
    };
    // `transform` and `keepUnusedFor` are fixed per endpoint.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, dispatch]);

  const data = entry?.status === 'fulfilled' ? (shownData(entry, transform) as T) : undefined;
  const isFetching = url !== undefined && (!entry || entry.status === 'pending');
  return {
    data,
    error: entry?.status === 'rejected' ? entry.error : undefined,
    isLoading: isFetching && data === undefined,
    isFetching,
    isError: entry?.status === 'rejected',
  };
}
