import ProgressBar from '@/components/ui/ProgressBar';
import Skeleton from '@/components/ui/Skeleton';
import { DONATION_MONEY } from '@/contract/donations';
import { formatMoney } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';
import { loadGoal } from '../api';

/** The month's goal as a bar in the community's currency; the default goal when the call fails. */
export default function DonationGoal() {
	// loadGoal answers the default goal when the call fails, so this only waits or shows.
	const answer = useApiData(loadGoal, []);
	// The bar's width is set from data, so it only renders in the browser (the CSP refuses
	// style attributes in server-rendered HTML).
	if (answer.status !== 'ready') {
		return (
			<div className="donation-goal" aria-busy="true">
				<span className="visually-hidden">Loading the monthly goal…</span>
				{/* The bar's shape, line for line, so the sections below stay where they are. */}
				<div className="ui-progress donation-goal__loading" aria-hidden="true">
					<div className="ui-progress__header">
						<Skeleton />
						<Skeleton />
					</div>
					<span className="ui-progress__track" />
				</div>
				<p className="donation-goal__hint donation-goal__loading" aria-hidden="true">
					<Skeleton />
				</p>
			</div>
		);
	}
	const goal = answer.data;
	const remaining = Math.max(goal.targetAmount - goal.currentAmount, 0);
	return (
		<div className="donation-goal">
			<ProgressBar
				label="Monthly goal"
				value={goal.currentAmount}
				max={goal.targetAmount}
				valueText={`${formatMoney(goal.currentAmount, DONATION_MONEY)} of ${formatMoney(goal.targetAmount, DONATION_MONEY)}`}
			/>
			<p className="donation-goal__hint">
				{remaining > 0
					? `${formatMoney(remaining, DONATION_MONEY)} to go this month.`
					: 'Goal reached this month. Thank you!'}
			</p>
		</div>
	);
}
