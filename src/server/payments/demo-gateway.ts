import { randomBytes } from 'node:crypto';
import { DEMO_CHECKOUT_PATH } from '../../contract/payments';
import { API_PATH } from '../../defaults';
import type { PaymentGateway } from './gateway';

/** The offline checkout: the session id is random, the URL the API's demo page. */
export function createDemoPayments(): PaymentGateway {
	return {
		mode: 'demo',
		webhooksEnabled: false,
		createCheckout() {
			const sessionId = `demo_${randomBytes(18).toString('base64url')}`;
			return Promise.resolve({
				sessionId,
				url: `${API_PATH}${DEMO_CHECKOUT_PATH}/${sessionId}`,
			});
		},
		verifyWebhook() {
			throw new Error('Webhooks are not configured');
		},
	};
}
