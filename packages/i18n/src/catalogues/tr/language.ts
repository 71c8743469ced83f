import type { Translation } from '../../translator'
import type en from '../en/language'

export default {} satisfies Translation<typeof en>
