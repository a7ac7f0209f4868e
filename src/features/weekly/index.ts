export { WeeklyBoardPage } from './WeeklyBoardPage';
