package app.mithaq;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
