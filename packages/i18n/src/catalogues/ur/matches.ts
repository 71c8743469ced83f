import type { Translation } from '../../translator'
import type en from '../en/matches'

export default {} satisfies Translation<typeof en>
