import { Icon } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import {
  LuCloudDrizzle,
  LuCloudRain,
  LuCloudSnow,
  LuSnowflake,
  LuSprout,
  LuSunDim,
  LuThermometerSnowflake,
  LuThermometerSun,
  LuTornado,
  LuWind,
  LuWindArrowDown,
} from 'react-icons/lu';
import type { ProgramIcon as ProgramIconName } from '../model/programs.js';

const icons: Record<ProgramIconName, IconType> = {
  lowRain: LuCloudDrizzle,
  excessRain: LuCloudRain,
  lowTemp: LuThermometerSnowflake,
  highTemp: LuThermometerSun,
  solar: LuSunDim,
  lowSnow: LuSnowflake,
  excessSnow: LuCloudSnow,
  soil: LuSprout,
  lowWind: LuWindArrowDown,
  highWind: LuWind,
  storm: LuTornado,
};

export function ProgramIcon({ name, muted }: { name: ProgramIconName; muted?: boolean }) {
  return (
    <Icon as={icons[name]} boxSize="8" color={muted ? 'fg.subtle' : 'primary.solid'} aria-hidden="true" />
  );
}
