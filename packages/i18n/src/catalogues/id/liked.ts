import type { Translation } from '../../translator'
import type en from '../en/liked'

export default {} satisfies Translation<typeof en>
