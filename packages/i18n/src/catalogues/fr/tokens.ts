import type { Translation } from '../../translator'
import type en from '../en/tokens'

export default {} satisfies Translation<typeof en>
