import { useState } from 'react';
import Button from '../components/ui/Button';
import Pagination from '../components/ui/Pagination';
import SegmentedControl from '../components/ui/SegmentedControl';

const REGIONS = [
	{ value: 'eu', label: 'EU' },
	{ value: 'na', label: 'NA' },
] as const;

/** The interactive kit pieces with live state, so the style guide shows them working. */
export default function InteractiveDemos() {
	const [region, setRegion] = useState<'eu' | 'na'>('eu');
	const [page, setPage] = useState(4);
	const [loading, setLoading] = useState(false);
	return (
		<div className="sg-stack">
			<div className="sg-row">
				<SegmentedControl label="Region" options={REGIONS} value={region} onChange={setRegion} />
				<span>
					Region: <strong>{region.toUpperCase()}</strong>
				</span>
			</div>
			<Pagination current={page} total={50} onPageChange={setPage} label="Rounds (live demo)" />
			<div className="sg-row">
				<Button
					loading={loading}
					onClick={() => {
						setLoading(true);
						window.setTimeout(() => setLoading(false), 1500);
					}}
				>
					Save changes
				</Button>
				<span>Click to see the loading state for 1.5 s.</span>
			</div>
		</div>
	);
}
