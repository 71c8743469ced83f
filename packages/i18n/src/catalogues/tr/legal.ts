import type { Translation } from '../../translator'
import type en from '../en/legal'

export default {} satisfies Translation<typeof en>
