// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiRequest, ApiError } from '../../src/lib/api';
import { useApiData, type ApiLoader } from '../../src/lib/use-api-data';
import { createTestApp, routeFetchTo } from '../fixtures/reference-api';

const HealthSchema = z.object({ ok: z.boolean() });

/** A promise the test settles by hand. */
function deferred<T>() {
	let resolve!: (value: T) => void;
	let reject!: (error: unknown) => void;
	const promise = new Promise<T>((yes, no) => {
		resolve = yes;
		reject = no;
	});
	return { promise, resolve, reject };
}

describe('useApiData', () => {
	it('is loading, then ready with the parsed answer of the reference API', async () => {
		routeFetchTo((await createTestApp()).app);
		const { result } = renderHook(() =>
			useApiData((signal) => apiRequest('/health', HealthSchema, { signal }), []),
		);
		expect(result.current.status).toBe('loading');
		await waitFor(() =>
			expect(result.current).toMatchObject({ status: 'ready', data: { ok: true } }),
		);
	});

	it("answers an error with the server's message", async () => {
		routeFetchTo((await createTestApp()).app);
		const { result } = renderHook(() =>
			useApiData((signal) => apiRequest('/no-such-thing', HealthSchema, { signal }), [], 'Failed'),
		);
		await waitFor(() => expect(result.current.status).toBe('error'));
		expect(result.current).toMatchObject({ message: 'Not found', error: expect.any(ApiError) });
	});

	it('answers the fallback message when the error has no server message', async () => {
		const { result } = renderHook(() =>
			useApiData(() => Promise.reject(new TypeError('boom')), [], 'Failed to fetch rounds'),
		);
		await waitFor(() =>
			expect(result.current).toMatchObject({ status: 'error', message: 'Failed to fetch rounds' }),
		);
	});

	it('loads again on reload', async () => {
		const load = vi
			.fn<ApiLoader<string>>()
			.mockRejectedValueOnce(new Error('down'))
			.mockResolvedValueOnce('back');
		const { result } = renderHook(() => useApiData(load, []));
		await waitFor(() => expect(result.current.status).toBe('error'));
		act(() => result.current.reload());
		expect(result.current.status).toBe('loading');
		await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'back' }));
		expect(load).toHaveBeenCalledTimes(2);
	});

	it('ignores an old answer that arrives after the deps changed, and aborts it', async () => {
		const answers = { a: deferred<string>(), b: deferred<string>() };
		const signals: AbortSignal[] = [];
		const { result, rerender } = renderHook(
			({ id }: { id: 'a' | 'b' }) =>
				useApiData(
					(signal) => {
						signals.push(signal);
						return answers[id].promise;
					},
					[id],
				),
			{ initialProps: { id: 'a' } },
		);
		rerender({ id: 'b' });
		expect(signals[0]?.aborted).toBe(true);
		await act(async () => answers.b.resolve('new'));
		await act(async () => answers.a.resolve('old'));
		expect(result.current).toMatchObject({ status: 'ready', data: 'new' });
	});

	it('aborts and ignores the answer after unmount', async () => {
		const answer = deferred<string>();
		let seen: AbortSignal | undefined;
		const { result, unmount } = renderHook(() =>
			useApiData((signal) => {
				seen = signal;
				return answer.promise;
			}, []),
		);
		unmount();
		expect(seen?.aborted).toBe(true);
		await act(async () => answer.resolve('late'));
		expect(result.current.status).toBe('loading');
	});
});
