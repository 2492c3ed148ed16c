import { useCallback, useState } from 'react';
import SegmentedControl from '@/components/ui/SegmentedControl';
import { REGIONS, type Region } from '@/contract/admin';

const OPTIONS = REGIONS.map((region) => ({ value: region, label: region.toUpperCase() }));

function readRegion(): Region {
	const value = new URLSearchParams(window.location.search).get('region');
	return value === 'na' ? 'na' : 'eu';
}

/** The region of the view, kept in the `region` query so a reload or a shared link keeps it. */
export function useRegion(): [Region, (region: Region) => void] {
	const [region, setRegionState] = useState<Region>(readRegion);
	const setRegion = useCallback((next: Region) => {
		const url = new URL(window.location.href);
		if (next === 'eu') url.searchParams.delete('region');
		else url.searchParams.set('region', next);
		window.history.replaceState(window.history.state, '', url);
		setRegionState(next);
	}, []);
	return [region, setRegion];
}

interface Props {
	region: Region;
	onChange: (region: Region) => void;
}

/** The EU/NA toggle. */
export default function RegionToggle({ region, onChange }: Props) {
	return <SegmentedControl label="Region" options={OPTIONS} value={region} onChange={onChange} />;
}
