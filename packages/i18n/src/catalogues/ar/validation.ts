import type { Translation } from '../../translator'
import type en from '../en/validation'

export default {} satisfies Translation<typeof en>
