import type { Translation } from '../../translator'
import type en from '../en/discover'

export default {} satisfies Translation<typeof en>
