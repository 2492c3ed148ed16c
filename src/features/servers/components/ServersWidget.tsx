import Badge from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import { formatNumber } from '@/lib/format';
import { gameConnectUrl } from '@/lib/game-connect';
import { isFull, serverAddress } from '../model';
import LiveServers from './LiveServers';
import ServerTitle from './ServerTitle';
import '../servers.css';

/**
 * The home page's servers widget: player total and one row per server with Connect, counts
 * refreshed every 30 seconds while the tab is visible.
 */
export default function ServersWidget() {
	return (
		<LiveServers
			className="servers servers--widget"
			headingId="servers-widget-title"
			footer={
				<p className="servers-widget__more">
					<a href="/servers">All servers, addresses and capacity</a>
				</p>
			}
			loading={
				<p className="servers-widget__loading" aria-busy="true">
					Loading servers…
				</p>
			}
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
		</LiveServers>
	);
}
