import Badge from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import { AsyncState } from '@/lib/components/AsyncState';
import { formatNumber } from '@/lib/format';
import { gameConnectUrl } from '@/lib/game-connect';
import { isFull, serverAddress } from '../model';
import { useLiveServers } from '../use-live-servers';
import ServersEmpty from './ServersEmpty';
import ServerTitle from './ServerTitle';
import ServersHeading from './ServersHeading';
import '../servers.css';

/**
 * The home page's servers widget: player total and one row per server with Connect, counts
 * refreshed every 30 seconds while the tab is visible.
 */
export default function ServersWidget() {
	const state = useLiveServers();
	return (
		<section className="servers servers--widget" aria-labelledby="servers-widget-title">
			<ServersHeading state={state} id="servers-widget-title" />
			<AsyncState
				state={state}
				loading={
					<p className="servers-widget__loading" aria-busy="true">
						Loading servers…
					</p>
				}
				isEmpty={(servers) => servers.length === 0}
				empty={<ServersEmpty />}
			>
				{(servers) => (
					<ul className="server-rows">
						{servers.map((server) => {
							const full = isFull(server);
							const address = serverAddress(server);
							return (
								<li key={server.id} className="server-row">
									<span className="server-row__title">
										<ServerTitle title={server.title} />
									</span>
									<code className="server-row__address">{address}</code>
									<Badge tone={full ? 'danger' : 'success'} full={full} dot={!full}>
										<span className="visually-hidden">Players: </span>
										{formatNumber(server.players)}/{formatNumber(server.maxPlayers)}
										{full && <span>&nbsp;· Full</span>}
									</Badge>
									<Button href={gameConnectUrl(address)} size="sm">
										Connect<span className="visually-hidden"> to {server.title}</span>
									</Button>
								</li>
							);
						})}
					</ul>
				)}
			</AsyncState>
			<p className="servers-widget__more">
				<a href="/servers">All servers, addresses and capacity</a>
			</p>
		</section>
	);
}
