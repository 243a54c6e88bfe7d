import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';

const STORAGE_KEY = 'sidebarCollapsed';

/** The desktop icon rail setting, remembered between visits. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [isCollapsed, setIsCollapsed] = useState(() => readStorage(STORAGE_KEY) === 'true');
  const toggle = useCallback(() => {
    setIsCollapsed((current) => {
      writeStorage(STORAGE_KEY, String(!current));
      return !current;
    });
  }, []);
  return [isCollapsed, toggle];
}
