import { lazy, Suspense, useState } from 'react';
import Badge from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import type { Server } from '@/contract/servers';
import { formatNumber } from '@/lib/format';
import { gameConnectUrl } from '@/lib/game-connect';
import { isFull, serverAddress } from '../model';
import CopyAddressButton from './CopyAddressButton';
import ServerCardHistory from './ServerCardHistory';
import ServerTitle from './ServerTitle';
import '../server-history.css';

interface Props {
	server: Server;
	/** The first card of the grid: its art is in the first screen, so it loads first. */
	first?: boolean;
}

const MODE_LABELS = { ttt: 'TTT', jailbreak: 'Jailbreak' } as const;

// Loaded on the first click on History: the dialog, its chart and the range control stay out of
// the JS a visit to the page loads.
const ServerHistoryDialog = lazy(() => import('./ServerHistoryDialog'));

/**
 * One server of the grid: banner, player badge, title, map, address, the last 24 hours, and
 * Connect, Copy IP and History (7 and 30 days in a dialog).
 */
export default function ServerCard({ server, first = false }: Props) {
	const [historyOpen, setHistoryOpen] = useState(false);
	const full = isFull(server);
	const address = serverAddress(server);
	const players = `${formatNumber(server.players)}/${formatNumber(server.maxPlayers)}`;
	return (
		<li className="server-card" data-full={full || undefined}>
			<div className="server-card__media">
				{server.img ? (
					<img
						src={server.img}
						alt=""
						width="640"
						height="360"
						loading={first ? 'eager' : 'lazy'}
						fetchPriority={first ? 'high' : 'auto'}
						// The largest paint: decoded with the text, so both are in the first frame (an
						// async decode painted it a frame later, after the scripts had started).
						decoding={first ? 'sync' : 'async'}
					/>
				) : (
					<span className="server-card__placeholder" aria-hidden="true" />
				)}
				<span className="server-card__badges">
					{!server.online && <Badge tone="neutral">Offline</Badge>}
					<Badge tone={full ? 'danger' : 'success'} full={full} dot={!full}>
						<span className="visually-hidden">Players: </span>
						{players}
						{full && <span>&nbsp;· Full</span>}
					</Badge>
				</span>
			</div>
			<div className="server-card__body">
				<p className="server-card__meta">
					{server.region && <span>{server.region.toUpperCase()}</span>}
					{server.mode && <span>{MODE_LABELS[server.mode]}</span>}
				</p>
				<h3 className="server-card__title">
					<ServerTitle title={server.title} />
				</h3>
				{server.map && (
					<p className="server-card__map">
						<span className="server-card__map-label">Map</span> <span>{server.map}</span>
					</p>
				)}
				<code className="server-card__address">{address}</code>
				<ServerCardHistory server={server} />
				<div className="server-card__actions">
					<Button href={gameConnectUrl(address)} size="sm">
						Connect<span className="visually-hidden"> to {server.title}</span>
					</Button>
					<CopyAddressButton address={address} serverTitle={server.title} />
					<Button variant="secondary" size="sm" onClick={() => setHistoryOpen(true)}>
						History<span className="visually-hidden"> of {server.title}</span>
					</Button>
				</div>
			</div>
			{historyOpen && (
				<Suspense fallback={null}>
					<ServerHistoryDialog server={server} open onClose={() => setHistoryOpen(false)} />
				</Suspense>
			)}
		</li>
	);
}
