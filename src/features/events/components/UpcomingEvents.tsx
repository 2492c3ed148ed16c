import { MESSAGES } from '@/config/messages';
import { AsyncState } from '@/lib/components/AsyncState';
import { useApiData } from '@/lib/use-api-data';
import { loadEvents } from '../api';
import { padEvents, selectUpcomingEvents } from '../model';
import EventCard from './EventCard';
import '../events.css';

interface Props {
	/** The Discord guild whose events are listed (siteConfig.discordGuildId). */
	guildId: string;
}

/** Placeholder cards while the events load. */
function LoadingCards() {
	return (
		<div aria-busy="true">
			<span className="visually-hidden">Loading events…</span>
			<ul className="event-grid" aria-hidden="true">
				{padEvents([]).map((_, index) => (
					<li key={index} className="event-card event-card--skeleton">
						<span className="event-card__skeleton-line" />
						<span className="event-card__skeleton-line event-card__skeleton-line--wide" />
						<span className="event-card__skeleton-line" />
					</li>
				))}
			</ul>
		</div>
	);
}

/** The home page's Upcoming Events: up to three cards, padded with placeholders. */
export default function UpcomingEvents({ guildId }: Props) {
	const state = useApiData(
		async (signal) => {
			const events = await loadEvents(guildId, signal);
			return selectUpcomingEvents(events, Date.now());
		},
		[guildId],
	);
	return (
		<AsyncState state={state} loading={<LoadingCards />}>
			{(events) => (
				<ul className="event-grid">
					{padEvents(events).map((event, index) =>
						event ? (
							<EventCard key={event.id || index} event={event} />
						) : (
							<li key={`empty-${index}`} className="event-card event-card--empty">
								<h3 className="event-card__name">{MESSAGES.events.noUpcoming}</h3>
								<p className="event-card__description">
									New events are announced in our Discord first.
								</p>
							</li>
						),
					)}
				</ul>
			)}
		</AsyncState>
	);
}
