import { useEffect } from 'react';
import Skeleton from '@/components/ui/Skeleton';
import StatCard from '@/components/ui/StatCard';
import { POOP_UNAUTHORIZED_REDIRECT_MS } from '@/config/constants';
import { MESSAGES } from '@/config/messages';
import { readToken } from '@/lib/auth-token';
import { AsyncState } from '@/lib/components/AsyncState';
import { signOut } from '@/lib/session';
import { useApiData } from '@/lib/use-api-data';
import { loadPoopStats } from '../api';
import { isUnauthorized, loginRedirectUrl } from '../model';
import PoopTables from './PoopTables';
import '../poop.css';

/** Never settles: the page is leaving for the login screen. */
const leaving = () => new Promise<never>(() => {});

function here(): string {
	return window.location.pathname + window.location.search;
}

/** The login screen, coming back here afterwards. */
function goToLogin(replace = false) {
	const url = loginRedirectUrl(here());
	if (replace) window.location.replace(url);
	else window.location.assign(url);
}

/**
 * The poop leaderboard, for members. No stored token: straight to the login screen.
 * A 401 says so and goes there after 2 seconds; other failures show their message.
 */
export default function PoopBoard() {
	const state = useApiData(
		(signal) => {
			if (!readToken()) {
				goToLogin(true);
				return leaving();
			}
			return loadPoopStats(signal);
		},
		[],
		MESSAGES.poop.loadFailed,
	);
	const unauthorized = state.status === 'error' && isUnauthorized(state.error);

	useEffect(() => {
		if (!unauthorized) return;
		// The token is no good: forget it, or the login screen would send us on to the profile.
		signOut();
		const timer = setTimeout(goToLogin, POOP_UNAUTHORIZED_REDIRECT_MS);
		return () => clearTimeout(timer);
	}, [unauthorized]);

	return (
		<div className="poop-board">
			<AsyncState
				state={state}
				loading={
					<>
						<StatCard className="poop-total" label="Total poops" value={<Skeleton />} />
						<div className="ui-panel" aria-busy="true">
							<span className="visually-hidden">Loading poop statistics…</span>
							<Skeleton lines={8} />
						</div>
						<div className="ui-panel" aria-hidden="true">
							<Skeleton lines={8} />
						</div>
					</>
				}
				error={(message, reload) => (
					<div className="poop-status" role="alert">
						<p>{unauthorized ? MESSAGES.poop.authRequired : message}</p>
						{unauthorized ? (
							<p className="poop-muted">Taking you to the login page…</p>
						) : (
							<button type="button" className="kit-button" onClick={reload}>
								Retry
							</button>
						)}
					</div>
				)}
			>
				{(stats) => <PoopTables stats={stats} />}
			</AsyncState>
		</div>
	);
}
