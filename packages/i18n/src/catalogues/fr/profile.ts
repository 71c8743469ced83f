import type { Translation } from '../../translator'
import type en from '../en/profile'

export default {} satisfies Translation<typeof en>
