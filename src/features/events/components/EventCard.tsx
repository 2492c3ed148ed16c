import Badge, { type BadgeTone } from '@/components/ui/Badge';
import { eventStatusLabel, type CommunityEvent } from '@/contract/events';
import { eventDescription, eventZoneTimes } from '../model';

const STATUS_TONES: Record<number, BadgeTone> = {
	1: 'info',
	2: 'success',
	3: 'neutral',
	4: 'danger',
};

/** One upcoming event: status, name, start in both zones, recurrence and description. */
export default function EventCard({ event }: { event: CommunityEvent }) {
	const times = eventZoneTimes(event.scheduledStartTime);
	return (
		<li className="event-card">
			<div className="event-card__meta">
				<Badge tone={STATUS_TONES[event.status] ?? 'warning'} dot={event.status === 2}>
					<span className="visually-hidden">Status: </span>
					{eventStatusLabel(event.status)}
				</Badge>
				<span className="event-card__recurrence">
					<span className="visually-hidden">Repeats: </span>
					{event.recurrence}
				</span>
			</div>
			<h3 className="event-card__name">{event.name}</h3>
			{times[0]?.time && (
				<dl className="event-card__times">
					{times.map((zone) => (
						<div key={zone.label} className="event-card__time">
							<dt>[{zone.label}]</dt>
							<dd>
								<time dateTime={event.scheduledStartTime}>
									{zone.date} · {zone.time}
								</time>
							</dd>
						</div>
					))}
				</dl>
			)}
			<p className="event-card__description">{eventDescription(event)}</p>
		</li>
	);
}
