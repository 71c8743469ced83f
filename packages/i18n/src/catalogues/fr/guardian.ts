import type { Translation } from '../../translator'
import type en from '../en/guardian'

export default {} satisfies Translation<typeof en>
