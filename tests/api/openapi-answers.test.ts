import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../fixtures/openapi-answers';
import { createTestApp } from '../fixtures/reference-api';

const JSON_TYPE = { 'Content-Type': 'application/json' };

function answer(body: unknown, status = 200) {
	return new Response(JSON.stringify(body), { status, headers: JSON_TYPE });
}

describe('answers checked against the API document', () => {
	it('fails a request of the test app whose answer breaks the document', async () => {
		// A goal that is not a number goes out as JSON null, which the goal's schema refuses.
		const { app } = await createTestApp({ donationGoalEur: Number.NaN });
		await expect(app.request('/api/donations/goals/current')).rejects.toThrow(
			/GET \/api\/donations\/goals\/current answered 200 with a body the API document refuses: body\/targetAmount must be number/,
		);
		const { app: fine } = await createTestApp({ donationGoalEur: 150 });
		expect((await fine.request('/api/donations/goals/current')).status).toBe(200);
	});

	it('takes what a route describes and refuses other statuses, bodies and media types', async () => {
		const { app } = await createTestApp();
		const round = { id: 5, map: 'ttt_lego', startTime: '2025-04-20T14:00:00Z', isActive: false };
		await expect(checkAnswer(app, 'GET', '/api/ttt/rounds/5', answer(round))).resolves.toBe(
			undefined,
		);
		await expect(
			checkAnswer(app, 'GET', '/api/ttt/rounds/5', answer({ message: 'Round not found' }, 404)),
		).resolves.toBe(undefined);
		await expect(
			checkAnswer(app, 'GET', '/api/ttt/rounds/5', answer({ ...round, id: 'five' })),
		).rejects.toThrow('body/id must be number');
		await expect(checkAnswer(app, 'GET', '/api/ttt/rounds/5', answer(round, 418))).rejects.toThrow(
			'GET /api/ttt/rounds/5 answered 418, a status the API document does not list for it',
		);
		await expect(
			checkAnswer(app, 'GET', '/api/ttt/rounds/5', new Response('<p>round</p>')),
		).rejects.toThrow('the API document says application/json');
		await expect(
			checkAnswer(app, 'GET', '/api/auth/discord', new Response('{}', { status: 302 })),
		).rejects.toThrow('with a body where the document describes none');
	});

	it('lets a request no route takes answer only 404, 405 and the guards of its path', async () => {
		const { app } = await createTestApp();
		const notFound = answer({ message: 'Not found' }, 404);
		await expect(checkAnswer(app, 'GET', '/api/nowhere', notFound)).resolves.toBe(undefined);
		await expect(checkAnswer(app, 'GET', '/api/nowhere', answer({}))).rejects.toThrow(
			'GET /api/nowhere answered 200, but the API document has no GET /api/nowhere',
		);
		const noKey = () => answer({ message: 'A valid ingest key is required' }, 401);
		await expect(checkAnswer(app, 'POST', '/api/ingest/probe', noKey())).resolves.toBe(undefined);
		await expect(checkAnswer(app, 'POST', '/api/nowhere', noKey())).rejects.toThrow(
			'answered 401, but the API document has no POST /api/nowhere',
		);
	});
});
