export {
  ChartIcon, CompareIcon, GridIcon, ListIcon, PercentIcon, PitchIcon, SearchIcon, StarIcon, TrophyIcon, UsersIcon,
} from './icons';
